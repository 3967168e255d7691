// defineWidget and WidgetRoot as the widgets use them: the element platform's (src/elements), with
// the kit's sign-in prompt as what a signed-out widget shows. The platform cannot draw the form
// itself (it is built on the ui-kit, above the core), so every widget, story and React host that
// wants the prompt goes through here; lint keeps the platform's own two out of widgets and shell.
// The prompt's code (the form, the password field) loads when a widget first shows it: a page
// whose reader is signed in, as the dashboard's always is, never downloads it.
import { createElement, lazy, Suspense, type ComponentType } from 'react'
import { defineWidget as definePlatformWidget, type WidgetDefinition, type WidgetTagName } from '../../../src/elements/define-widget'
import { WidgetRoot as PlatformWidgetRoot, type WidgetRootProps } from '../../../src/elements/widget-root'
import type { SignInPromptProps } from '../../../src/elements/widget-root'

const LazySignInPrompt = lazy(() => import('../forms/sign-in-prompt').then((module) => ({ default: module.SignInPrompt })))

/** The kit's sign-in prompt, drawn once its code is here (nothing in its place for that moment). */
function SignInPrompt(props: SignInPromptProps) {
  return createElement(Suspense, { fallback: null }, createElement(LazySignInPrompt, props))
}

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
