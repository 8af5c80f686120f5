/**
 * The Clinic Widgets blocks in the block editor: one block per element, each setting of the
 * element a control in the block's sidebar (a choice as a select, a boolean as a toggle, text as a
 * field), and the live element itself as the preview. The server renders the block on the page
 * (blocks.php), so the block saves only its settings.
 */
import type { BlockEditProps, CreateElement, EditorData, WidgetAttribute, WidgetElement, WordPressGlobals, WpNode } from './wordpress.ts';

declare global {
  interface Window {
    wp: WordPressGlobals;
    clinicWidgetsEditor: EditorData;
  }
}

const { wp, clinicWidgetsEditor: data } = window;
const el: CreateElement = wp.element.createElement;
const { InspectorControls } = wp.blockEditor;
const { PanelBody, TextControl, SelectControl, ToggleControl } = wp.components;

/** The block's settings, as WordPress stores them: each of the element's attributes, its language and theme. */
function blockAttributes(element: WidgetElement): Record<string, { type: string; default: string | boolean }> {
  const attributes: Record<string, { type: string; default: string | boolean }> = {
    lang: { type: 'string', default: '' },
    theme: { type: 'string', default: '' },
  };
  for (const attribute of element.attributes) {
    attributes[attribute.name] = attribute.kind === 'boolean' ? { type: 'boolean', default: false } : { type: 'string', default: '' };
  }
  return attributes;
}

/** "signup-href" → "Signup href": a control's label from the attribute's name. */
const labelOf = (name: string) => name.charAt(0).toUpperCase() + name.slice(1).replaceAll('-', ' ');

/** The sidebar control of one attribute. */
function control(attribute: WidgetAttribute, props: BlockEditProps): WpNode {
  const value = props.attributes[attribute.name];
  const set = (next: string | boolean) => props.setAttributes({ [attribute.name]: next });
  const common = { key: attribute.name, label: labelOf(attribute.name), help: attribute.description };
  if (attribute.kind === 'boolean') return el(ToggleControl, { ...common, checked: value === true, onChange: set });
  if (attribute.kind === 'choice') {
    const options = (attribute.options ?? []).map((option) => ({ label: option === attribute.default ? `${option} (default)` : option, value: option }));
    return el(SelectControl, { ...common, value: typeof value === 'string' && value ? value : (attribute.default ?? ''), options, onChange: set });
  }
  return el(TextControl, { ...common, value: typeof value === 'string' ? value : '', placeholder: attribute.default ?? '', onChange: set });
}

/** A select of `choices` (value → label) with "default" first. */
function choice(label: string, value: string, fallback: string, choices: Record<string, string>, onChange: (next: string) => void): WpNode {
  const options = [{ label: fallback, value: '' }, ...Object.entries(choices).map(([key, name]) => ({ label: name, value: key }))];
  return el(SelectControl, { key: label, label, value, options, onChange });
}

/** The live element's attributes, as the server will write them. */
function previewProps(element: WidgetElement, attributes: BlockEditProps['attributes']): Record<string, string> {
  const props: Record<string, string> = {};
  for (const attribute of element.attributes) {
    const value = attributes[attribute.name];
    if (attribute.kind === 'boolean') {
      if (value === true) props[attribute.name] = '';
    } else if (typeof value === 'string' && value.trim() !== '') {
      props[attribute.name] = value.trim();
    }
  }
  const lang = (attributes.lang as string) || data.defaults.lang;
  const theme = (attributes.theme as string) || data.defaults.theme;
  if (lang) props.lang = lang;
  if (theme) props['data-theme'] = theme;
  return props;
}

/** Links in the preview stay in the editor: a click on one is cancelled. */
function keepInEditor(event: { nativeEvent: Event; preventDefault(): void }): void {
  if (event.nativeEvent.composedPath().some((target) => target instanceof HTMLAnchorElement)) event.preventDefault();
}

/** Each block's element, by block name. */
const byBlock = new Map(data.elements.map((element) => [`clinic-widgets/${element.name}`, element]));

/** The block in the editor: its settings in the sidebar and the live element as its preview. */
function Edit(props: BlockEditProps): WpNode {
  const element = byBlock.get(props.name)!;
  const blockProps = wp.blockEditor.useBlockProps({
    className: 'clinic-widgets-preview',
    // A floating element (the chat) is placed inside the preview rather than over the editor.
    style: { transform: 'translateZ(0)', minHeight: element.name === 'chat' ? '140px' : undefined },
    onClickCapture: keepInEditor,
  });
  const settings = el(PanelBody, { title: 'Settings', initialOpen: true }, ...element.attributes.map((attribute) => control(attribute, props)));
  const look = el(
    PanelBody,
    { title: 'Language and theme', initialOpen: false },
    choice('Language', String(props.attributes.lang ?? ''), 'The site setting', data.languages, (lang) => props.setAttributes({ lang })),
    choice('Theme', String(props.attributes.theme ?? ''), 'The site setting', data.themes, (theme) => props.setAttributes({ theme })),
  );
  return el(
    wp.element.Fragment,
    null,
    el(InspectorControls, null, element.attributes.length > 0 ? settings : null, look),
    el('div', blockProps, el(element.tag, previewProps(element, props.attributes))),
  );
}

for (const element of data.elements) {
  const name = `clinic-widgets/${element.name}`;
  // The server registers the same block; registering twice would warn.
  if (wp.blocks.getBlockType(name)) continue;
  wp.blocks.registerBlockType(name, {
    apiVersion: 2,
    title: element.title,
    description: element.description,
    category: 'widgets',
    icon: 'admin-site-alt3',
    keywords: ['clinic', element.name.replaceAll('-', ' ')],
    attributes: blockAttributes(element),
    supports: { html: false },
    edit: Edit,
    save: () => null,
  });
}
