<?php
/**
 * Writes an element's tag from a block's or a shortcode's settings: only the element's own
 * attributes, each checked against its kind (a choice among its options, a boolean present or
 * absent, text escaped), plus the language, the colour theme and the accent colour.
 *
 * @package ClinicWidgets
 */

defined( 'ABSPATH' ) || exit;

/**
 * The element's HTML, and the page marked as using a widget.
 *
 * @param array $element The element (clinic_widgets_elements()).
 * @param array $values  Settings by attribute name; missing or empty ones take the element's default.
 */
function clinic_widgets_render_element( array $element, array $values ) {
	clinic_widgets_use();
	$settings = clinic_widgets_settings();
	$html     = '<' . $element['tag'];
	foreach ( $element['attributes'] as $attribute ) {
		$name  = $attribute['name'];
		$value = $values[ $name ] ?? null;
		if ( 'boolean' === $attribute['kind'] ) {
			if ( true === $value || ( is_string( $value ) && in_array( strtolower( $value ), array( '', 'true', '1', 'yes', $name ), true ) && array_key_exists( $name, $values ) ) ) {
				$html .= ' ' . $name;
			}
			continue;
		}
		if ( ! is_scalar( $value ) || '' === trim( (string) $value ) ) {
			continue;
		}
		$value = trim( (string) $value );
		if ( 'choice' === $attribute['kind'] && ! in_array( $value, $attribute['options'], true ) ) {
			continue;
		}
		$html .= ' ' . $name . '="' . esc_attr( $value ) . '"';
	}
	$lang = (string) ( $values['lang'] ?? '' );
	$lang = array_key_exists( $lang, clinic_widgets_languages() ) ? $lang : $settings['lang'];
	if ( '' !== $lang ) {
		$html .= ' lang="' . esc_attr( $lang ) . '"';
	}
	$theme = (string) ( $values['theme'] ?? '' );
	$theme = array_key_exists( $theme, clinic_widgets_themes() ) ? $theme : $settings['theme'];
	if ( '' !== $theme ) {
		$html .= ' data-theme="' . esc_attr( $theme ) . '"';
	}
	if ( '' !== $settings['accent'] ) {
		$html .= ' style="--clinic-color-primary: ' . esc_attr( $settings['accent'] ) . '"';
	}
	return $html . '></' . $element['tag'] . '>';
}

/** One shortcode per element: [clinic_pricing billing="annually"], [clinic_sign_in], … */
function clinic_widgets_register_shortcodes() {
	foreach ( clinic_widgets_elements() as $element ) {
		add_shortcode(
			clinic_widgets_shortcode_name( $element ),
			static function ( $atts ) use ( $element ) {
				$values = array();
				foreach ( (array) $atts as $key => $value ) {
					// A valueless attribute ([clinic_chat open]) arrives under a number key.
					if ( is_int( $key ) ) {
						$values[ strtolower( (string) $value ) ] = true;
					} else {
						$values[ strtolower( $key ) ] = $value;
					}
				}
				return clinic_widgets_render_element( $element, $values );
			}
		);
	}
}
