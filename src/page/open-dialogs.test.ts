import { $dialogOpen, holdOpenDialog } from './open-dialogs'

describe('the page’s open dialogs', () => {
  it('is open while any dialog holds it, and a release counts once', () => {
    expect($dialogOpen.get()).toBe(false)
    const first = holdOpenDialog()
    const second = holdOpenDialog()
    expect($dialogOpen.get()).toBe(true)
    first()
    first()
    expect($dialogOpen.get()).toBe(true)
    second()
    expect($dialogOpen.get()).toBe(false)
  })
})
