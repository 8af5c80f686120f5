/**
 * The parts of WordPress's editor globals (`wp.blocks`, `wp.element`, `wp.blockEditor`,
 * `wp.components`) the blocks use, typed as far as they use them; WordPress provides them at run time.
 */

export type WpNode = unknown;
export type CreateElement = (type: unknown, props?: Record<string, unknown> | null, ...children: WpNode[]) => WpNode;

export interface BlockEditProps {
  name: string;
  attributes: Record<string, string | boolean>;
  setAttributes(values: Record<string, string | boolean>): void;
}

export interface WordPressGlobals {
  blocks: {
    registerBlockType(name: string, settings: Record<string, unknown>): unknown;
    getBlockType(name: string): unknown;
  };
  element: { createElement: CreateElement; Fragment: unknown };
  blockEditor: { InspectorControls: unknown; useBlockProps(props?: Record<string, unknown>): Record<string, unknown> };
  components: { PanelBody: unknown; TextControl: unknown; SelectControl: unknown; ToggleControl: unknown };
}

/** What the plugin puts on the editor's page: its elements and the site's defaults. */
export interface EditorData {
  elements: WidgetElement[];
  languages: Record<string, string>;
  themes: Record<string, string>;
  defaults: { lang: string; theme: string };
}

/** One element as the plugin's elements.json describes it. */
export interface WidgetElement {
  tag: string;
  name: string;
  title: string;
  description: string;
  attributes: WidgetAttribute[];
}

/** One attribute: free text, a choice among options, or a boolean (present or absent). */
export interface WidgetAttribute {
  name: string;
  kind: 'text' | 'choice' | 'boolean';
  options?: string[];
  default?: string;
  description: string;
}
