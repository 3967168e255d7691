// The tile configuration the map's stories and tests use: blank tiles from data: URLs, so the
// markers show on a plain background without any network.
import type { ClientConfig } from '../../contract/client-config'

export const STORY_CLIENT_CONFIG: ClientConfig = {
  tileUrl: 'data:image/gif;base64,R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==#{z}/{x}/{y}',
  tileUrlDark: 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==#{z}/{x}/{y}',
  tileAttribution: '© OpenStreetMap contributors',
  squareCredentialsUrl: null,
}
