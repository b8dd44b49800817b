/**
 * A second line of defence for HTML the server already sanitised (the introduction): drops
 * scripts and other active elements, event-handler attributes and script URLs before it is shown.
 */

const activeElements =
  'script, style, iframe, frame, object, embed, link, meta, base, form, svg, math';
const urlAttributes = new Set(['href', 'src', 'xlink:href', 'action', 'formaction', 'srcset']);

function isScriptUrl(value: string): boolean {
  // Browsers ignore control characters and spaces inside a URL's scheme.
  let compact = '';
  for (let index = 0; index < value.length; index += 1)
    if (value.charCodeAt(index) > 0x20) compact += value.charAt(index);
  compact = compact.toLowerCase();
  return /^(javascript|vbscript|data):/.test(compact);
}

/** The HTML without active elements, `on…` attributes and javascript:/vbscript:/data: URLs. */
export function stripUnsafeHtml(html: string, doc: Document = document): string {
  const template = doc.createElement('template');
  template.innerHTML = html;
  for (const element of template.content.querySelectorAll(activeElements)) element.remove();
  for (const element of template.content.querySelectorAll('*')) {
    for (const attribute of [...element.attributes]) {
      const name = attribute.name.toLowerCase();
      if (name.startsWith('on') || (urlAttributes.has(name) && isScriptUrl(attribute.value)))
        element.removeAttribute(attribute.name);
    }
  }
  return template.innerHTML;
}
