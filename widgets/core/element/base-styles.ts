/** The stylesheets every element's shadow root starts with: the tokens, the host reset, the shared UI, the failure screen. */
import { baseStyleTexts } from '../styles/sheet.ts';
import uiCss from '../styles/ui.css';
import boundaryCss from './boundary.css';

export const BASE_STYLES: readonly string[] = [...baseStyleTexts(), uiCss, boundaryCss];
