// Registers every fw-* custom element: the package's `elements` entry, a side-effect-only file
// (each *.element.ts calls defineWidget, which ignores a tag already defined). Every
// widgets/*/*.element.ts must be imported here; elements.test.ts checks that none is missing.
import './location-stats/location-stats.element'
import './sign-in/sign-in.element'
import './summary-cards/summary-cards.element'
import './user-counts/user-counts.element'
import './webhook-tester/webhook-tester.element'
import './system-status/system-status.element'
import './users-admin/users-admin.element'
import './live-payments/live-payments.element'
import './hydration-tools/hydration-tools.element'
