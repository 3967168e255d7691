// fw-server-settings: the admin Settings page — the configuration the server runs with, read from
// GET /api/admin/settings. Read-only: configuration is changed where the server is started.
import type { AdminSettings } from '../../src/contract/admin-settings'
import { adminSettingsQuery } from '../../src/api/admin-settings'
import { QueryStateView, useQuery } from '../widget-kit'
import { useStyles } from '../../src/elements/use-styles'
import { useWidgetApi } from '../../src/elements/widget-api'
import { Card } from '../ui-kit'
import { settingGroups } from './settings-rows'
import { serverSettingsStyles } from './styles'

export function ServerSettingsView({ settings }: { settings: AdminSettings }) {
  useStyles(serverSettingsStyles)
  return (
    <div className="fw-server-settings" data-status="ready">
      <header>
        <h2 className="fw-settings-title">Settings</h2>
        <p className="fw-settings-muted">The configuration this server runs with. Change it in the server&apos;s environment and restart.</p>
      </header>
      <div className="fw-settings-groups">
        {settingGroups(settings).map((group) => (
          <Card key={group.title} title={group.title} headingLevel={3}>
            <dl className="fw-settings-list">
              {group.rows.map((row) => (
                <div key={row.label} className="fw-settings-row">
                  <dt>{row.label}</dt>
                  <dd className={row.code ? 'fw-settings-code' : undefined}>
                    {Array.isArray(row.value) ? (
                      <ul className="fw-settings-values">
                        {row.value.map((value) => (
                          <li key={value}>{value}</li>
                        ))}
                      </ul>
                    ) : (
                      row.value
                    )}
                  </dd>
                </div>
              ))}
            </dl>
          </Card>
        ))}
      </div>
    </div>
  )
}

// No attributes beyond the context ones every widget takes.
export type ServerSettingsProps = Record<string, never>

export function ServerSettings() {
  useStyles(serverSettingsStyles)
  const api = useWidgetApi()
  const state = useQuery(() => adminSettingsQuery(api), [api])
  return (
    <QueryStateView state={state} className="fw-server-settings" what="the settings" loading={<p className="fw-settings-muted">Loading settings...</p>}>
      {(settings) => <ServerSettingsView settings={settings} />}
    </QueryStateView>
  )
}
