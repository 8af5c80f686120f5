<?php
/**
 * The widgets the plugin offers, read from elements.json, which the plugin's build writes from the
 * widget script's own manifest: each element's tag, title, summary and attributes (name, kind,
 * choices, default). Nothing here lists an element or an attribute by hand.
 *
 * @package ClinicWidgets
 */

defined( 'ABSPATH' ) || exit;

/**
 * Every element the plugin offers, keyed by its short name ("pricing" for clinic-pricing).
 *
 * @return array<string, array{tag: string, name: string, title: string, description: string, attributes: array<int, array{name: string, kind: string, options?: string[], default?: string|bool, description: string}>}>
 */
function clinic_widgets_elements() {
	static $elements = null;
	if ( null === $elements ) {
		$elements = array();
		$data     = json_decode( (string) file_get_contents( CLINIC_WIDGETS_DIR . '/elements.json' ), true );
		foreach ( ( is_array( $data ) ? $data['elements'] : array() ) as $element ) {
			$elements[ $element['name'] ] = $element;
		}
	}
	return $elements;
}

/** The version of the widget script the plugin was built with. */
function clinic_widgets_built_version() {
	$data = json_decode( (string) file_get_contents( CLINIC_WIDGETS_DIR . '/elements.json' ), true );
	return is_array( $data ) ? (string) $data['version'] : '';
}

/**
 * The element of a tag ("clinic-pricing"), or null.
 *
 * @param string $tag A tag name, any case.
 */
function clinic_widgets_element_by_tag( $tag ) {
	$tag = strtolower( $tag );
	foreach ( clinic_widgets_elements() as $element ) {
		if ( $element['tag'] === $tag ) {
			return $element;
		}
	}
	return null;
}

/** The shortcode of an element: [clinic_sign_in] for clinic-sign-in. */
function clinic_widgets_shortcode_name( array $element ) {
	return 'clinic_' . str_replace( '-', '_', $element['name'] );
}

/**
 * The languages the widgets speak, by tag, named in their own scripts.
 *
 * @return array<string, string>
 */
function clinic_widgets_languages() {
	return array(
		'en-IN' => 'English',
		'hi-IN' => 'हिन्दी',
		'bn-IN' => 'বাংলা',
		'ta-IN' => 'தமிழ்',
		'te-IN' => 'తెలుగు',
		'mr-IN' => 'मराठी',
		'kn-IN' => 'ಕನ್ನಡ',
		'ml-IN' => 'മലയാളം',
		'gu-IN' => 'ગુજરાતી',
	);
}

/** The colour presets an element paints itself in. */
function clinic_widgets_themes() {
	return array(
		'light' => __( 'Light', 'clinic-widgets' ),
		'dark'  => __( 'Dark', 'clinic-widgets' ),
		'auto'  => __( "Follow the visitor's system (light or dark)", 'clinic-widgets' ),
	);
}

/**
 * Settings every block and shortcode takes besides the element's own attributes.
 *
 * @return string[]
 */
function clinic_widgets_common_settings() {
	return array( 'lang', 'theme' );
}

/**
 * The closest of `$candidates` to `$name` (a typo's likely meaning), or null when none is close.
 *
 * @param string   $name       What was written.
 * @param string[] $candidates What could have been meant.
 */
function clinic_widgets_did_you_mean( $name, array $candidates ) {
	$best = null;
	$best_distance = PHP_INT_MAX;
	foreach ( $candidates as $candidate ) {
		$distance = levenshtein( strtolower( $name ), strtolower( $candidate ) );
		if ( $distance < $best_distance ) {
			$best = $candidate;
			$best_distance = $distance;
		}
	}
	return null !== $best && $best_distance <= max( 2, (int) floor( strlen( $name ) / 3 ) ) ? $best : null;
}
