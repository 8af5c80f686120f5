/** Stylesheets are bundled as text and adopted as constructable stylesheets. */
declare module '*.css' {
  const text: string;
  export default text;
}
