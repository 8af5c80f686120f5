<?php
/**
 * The widget script: registered on every page, printed once (deferred, in the footer) only on a
 * page that renders a widget, whether from a block, a shortcode, a Custom HTML block, a classic
 * post or a text widget. Its tag carries the integrity, the API address and the language.
 *
 * @package ClinicWidgets
 */

defined( 'ABSPATH' ) || exit;

/** Registers the script under the handle "clinic-widgets"; nothing is printed until a widget asks. */
function clinic_widgets_register_script() {
	if ( ! wp_script_is( 'clinic-widgets', 'registered' ) ) {
		// No version query: a pinned address is its own version, and a query would change the integrity's URL.
		wp_register_script( 'clinic-widgets', clinic_widgets_settings()['script_url'], array(), null, true ); // phpcs:ignore WordPress.WP.EnqueuedResourceParameters.MissingVersion
	}
}

/** Marks the page as using a widget, so the script is printed in its footer. */
function clinic_widgets_use() {
	clinic_widgets_register_script();
	wp_enqueue_script( 'clinic-widgets' );
}

/**
 * Notices widgets written as HTML (a Custom HTML block, a classic post, a text widget).
 *
 * @param string $content Rendered content.
 */
function clinic_widgets_notice_elements( $content ) {
	if ( is_string( $content ) && false !== stripos( $content, '<clinic-' ) ) {
		clinic_widgets_use();
	}
	return $content;
}

/**
 * The script's tag: deferred, with its integrity (and crossorigin, which integrity needs) and the
 * configuration as data-* attributes the script reads from its own tag.
 *
 * @param string $tag    The tag WordPress wrote.
 * @param string $handle The script's handle.
 * @param string $src    The script's address.
 */
function clinic_widgets_script_tag( $tag, $handle, $src ) {
	if ( 'clinic-widgets' !== $handle ) {
		return $tag;
	}
	$settings   = clinic_widgets_settings();
	$attributes = array(
		'src'   => $src,
		'id'    => 'clinic-widgets-js',
		'defer' => true,
	);
	if ( '' !== $settings['integrity'] && clinic_widgets_is_pinned( $src ) ) {
		$attributes['integrity']   = $settings['integrity'];
		$attributes['crossorigin'] = 'anonymous';
	}
	if ( '' !== $settings['api_base'] ) {
		$attributes['data-api-base'] = $settings['api_base'];
	}
	if ( '' !== $settings['lang'] ) {
		$attributes['data-lang'] = $settings['lang'];
	}
	$html = '<script';
	foreach ( $attributes as $name => $value ) {
		$html .= true === $value ? ' ' . $name : ' ' . $name . '="' . esc_attr( $value ) . '"';
	}
	return $html . "></script>\n";
}

/** In the block editor: the blocks' code, the data it builds them from, and the widget script for live previews. */
function clinic_widgets_enqueue_editor() {
	clinic_widgets_use();
	$settings = clinic_widgets_settings();
	wp_enqueue_script(
		'clinic-widgets-editor',
		plugins_url( 'blocks.js', CLINIC_WIDGETS_FILE ),
		array( 'wp-blocks', 'wp-element', 'wp-block-editor', 'wp-components', 'wp-i18n' ),
		clinic_widgets_built_version(),
		true
	);
	$data = array(
		'elements'  => array_values( clinic_widgets_elements() ),
		'languages' => clinic_widgets_languages(),
		'themes'    => clinic_widgets_themes(),
		'defaults'  => array(
			'lang'  => $settings['lang'],
			'theme' => $settings['theme'],
		),
	);
	wp_add_inline_script( 'clinic-widgets-editor', 'window.clinicWidgetsEditor = ' . wp_json_encode( $data ) . ';', 'before' );
}
