/**
 * The stylesheets every element's shadow root starts with: the tokens, the host reset and the reset inside it, the shared
 * UI rules, the failure screen. A chunk of its own: an element hydrating the server's markup takes
 * them from the server's `<style>` and never fetches it.
 */
import hostCss from './host.css';
import resetCss from './reset.css';
import { shadowTokensCss } from './tokens.ts';
import uiCss from './ui.css';
import boundaryCss from '../react/boundary.css';

export const BASE_STYLES: readonly string[] = [shadowTokensCss(), hostCss, resetCss, uiCss, boundaryCss];
