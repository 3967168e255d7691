// The cache debugger's style sheet, brought by its views wherever they render.
import { defineStyles } from '../../src/elements/style-sheets'
import kvCacheCss from './kv-cache.css?inline'

export const kvCacheStyles = defineStyles(kvCacheCss)
