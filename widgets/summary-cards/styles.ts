// The summary cards' style sheet as text, for a widget's shadow root.
export { default as summaryCardsStyles } from './summary-cards.css?inline'
