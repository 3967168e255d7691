import { soundFileUrls } from './sound-files'

describe('the fireworks samples', () => {
  it('are three files served beside the API', () => {
    expect(soundFileUrls('https://dash.example/api')).toEqual([
      'https://dash.example/sounds/fireworks-1.wav',
      'https://dash.example/sounds/fireworks-2.wav',
      'https://dash.example/sounds/fireworks-3.wav',
    ])
  })

  it('follow a relative API base and a server under a path', () => {
    expect(soundFileUrls('/api', 'http://127.0.0.1:8787/examples/blank.html')[0]).toBe('http://127.0.0.1:8787/sounds/fireworks-1.wav')
    expect(soundFileUrls('https://intranet.example/dash/api/')[2]).toBe('https://intranet.example/dash/sounds/fireworks-3.wav')
  })
})
