// defineWidget and WidgetRoot as the widgets use them: the element platform's (src/elements), with
// the kit's sign-in prompt as what a signed-out widget shows. The platform cannot draw the form
// itself (it is built on the ui-kit, above the core), so every widget, story and React host that
// wants the prompt goes through here; lint keeps the platform's own two out of widgets and shell.
import { createElement, type ComponentType } from 'react'
import { defineWidget as definePlatformWidget, type WidgetDefinition, type WidgetTagName } from '../../../src/elements/define-widget'
import { WidgetRoot as PlatformWidgetRoot, type WidgetRootProps } from '../../../src/elements/widget-root'
import { SignInPrompt } from '../forms/sign-in-prompt'

export type { WidgetDefinition, WidgetElement, WidgetEventSpec, WidgetTagName } from '../../../src/elements/define-widget'
export type { SignInPromptProps, WidgetRootProps } from '../../../src/elements/widget-root'

/** Registers `tagName` for `Component` (src/elements/define-widget.ts), signed-out widgets prompting with SignInPrompt. */
export function defineWidget<P extends object>(tagName: WidgetTagName, Component: ComponentType<P>, definition: WidgetDefinition<P> = {}): CustomElementConstructor | undefined {
  return definePlatformWidget(tagName, Component, { signInView: SignInPrompt, ...definition })
}

/** The root a widget renders under outside an element (React apps, stories, tests), with the sign-in prompt. */
export function WidgetRoot(props: WidgetRootProps) {
  return createElement(PlatformWidgetRoot, { signInView: SignInPrompt, ...props })
}
