// The new-key form is checked with the contract's rules before it is sent, and the server's
// refusal lands under the field it names.
import { ApiHttpError } from '../../src/api/errors'
import { checkKeyForm, EMPTY_KEY_FORM, endOfLocalDay, keyRefusalOf, originsOf } from './key-form'

describe('the new-key form', () => {
  it('reads origins one per line, by comma or space, and sends them as the browser writes them', () => {
    expect(originsOf(' https://a.example\nhttps://b.example:8443/ ,http://c.example ')).toEqual(['https://a.example', 'https://b.example:8443/', 'http://c.example'])
    const checked = checkKeyForm({ name: ' Stand report ', originsText: 'https://Intranet.Example/', locationIds: ['L1', 'L1'], lastDay: '' })
    expect(checked).toEqual({ ok: true, body: { name: 'Stand report', origins: ['https://intranet.example'], locationIds: ['L1'], expiresAt: null } })
  })

  it('says what is missing under each field', () => {
    const checked = checkKeyForm(EMPTY_KEY_FORM)
    expect(checked).toEqual({
      ok: false,
      errors: { name: 'Name is required', origins: 'Name at least one origin the host page is served at', locationIds: 'Choose at least one location the host may read' },
    })
    const badOrigin = checkKeyForm({ ...EMPTY_KEY_FORM, name: 'x', originsText: 'intranet.example/reports', locationIds: ['L1'] })
    expect(badOrigin).toMatchObject({ ok: false, errors: { origins: 'An origin is a scheme and host with an optional port, such as https://intranet.example' } })
  })

  it('makes the last day the end of that local day', () => {
    const iso = endOfLocalDay('2025-07-05')
    expect(iso).toBeDefined()
    const end = new Date(iso as string)
    expect([end.getFullYear(), end.getMonth(), end.getDate(), end.getHours(), end.getMinutes()]).toEqual([2025, 6, 6, 0, 0])
    expect(checkKeyForm({ name: 'x', originsText: 'https://a.example', locationIds: ['L1'], lastDay: '2025-07-05' })).toMatchObject({ ok: true, body: { expiresAt: iso } })
    expect(endOfLocalDay('5 July')).toBeUndefined()
  })

  it("places the server's refusal under its field", () => {
    const refusal = keyRefusalOf(new ApiHttpError(400, 'Unknown location: L9', 'VALIDATION_ERROR', [{ field: 'locationIds', message: 'Unknown location: L9' }]))
    expect(refusal).toEqual({ message: 'Unknown location: L9', errors: { locationIds: 'Unknown location: L9' } })
  })
})
