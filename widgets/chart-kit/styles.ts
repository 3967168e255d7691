// The chart kit's style sheet as text, for a widget's shadow root (defineWidget's `styles`).
export { default as chartKitStyles } from './chart-kit.css?inline'
