<?php
/**
 * Lets every role that may write posts place widgets, and never lets one vanish silently.
 *
 * WordPress filters the HTML of users without the unfiltered_html capability (authors, editors on
 * a multisite) through kses, which drops unknown tags and every <script>. The plugin allows the
 * clinic-* tags with their own attributes through that filter. What would still be dropped or
 * ignored (the widget script's own <script> tag, a tag or attribute the widgets do not have, a
 * link that is not http(s) or a path, a mistyped shortcode or setting) stops the save in the block
 * editor with a message saying what to change (plain text: the editor drops a message that looks
 * like HTML); in the classic editor the same message is shown after the save.
 *
 * @package ClinicWidgets
 */

defined( 'ABSPATH' ) || exit;

/**
 * Attributes every clinic-* tag may carry besides its own.
 *
 * @return string[]
 */
function clinic_widgets_global_attributes() {
	return array( 'id', 'class', 'lang', 'dir', 'title', 'hidden', 'data-theme' );
}

/**
 * The clinic-* tags and their attributes, allowed in post content for every role.
 *
 * @param array  $tags    Allowed tags and attributes.
 * @param string $context The kses context.
 */
function clinic_widgets_allowed_html( $tags, $context ) {
	if ( 'post' !== $context ) {
		return $tags;
	}
	foreach ( clinic_widgets_elements() as $element ) {
		$allowed = array_fill_keys( clinic_widgets_global_attributes(), true );
		foreach ( $element['attributes'] as $attribute ) {
			$allowed[ $attribute['name'] ] = true;
		}
		$tags[ $element['tag'] ] = $allowed;
	}
	return $tags;
}

/**
 * Whether an attribute holds an address (a link, the API's or the application's).
 *
 * @param string $name An attribute's name.
 */
function clinic_widgets_is_address( $name ) {
	return (bool) preg_match( '~(-href|-url|^api-base)$~', $name );
}

/**
 * Whether an address is http(s), mailto:, tel:, a path or a fragment (javascript: and other schemes are refused).
 *
 * @param string $value The address as written.
 */
function clinic_widgets_is_safe_address( $value ) {
	// Browsers drop spaces and control characters inside a scheme ("java\tscript:"), so they are dropped here too.
	$value = (string) preg_replace( '~[\x00-\x20\x7f]~', '', html_entity_decode( (string) $value, ENT_QUOTES | ENT_HTML5 ) );
	if ( preg_match( '~^([a-z][a-z0-9+.-]*):~i', $value, $scheme ) ) {
		return in_array( strtolower( $scheme[1] ), array( 'http', 'https', 'mailto', 'tel' ), true );
	}
	return true;
}

/**
 * What in `$content` would not reach visitors as written, each as a sentence saying what to change.
 *
 * @param string $content       The post's content as submitted.
 * @param bool   $unfiltered    Whether the author may save any HTML (then only typos are reported).
 * @return string[]
 */
function clinic_widgets_content_problems( $content, $unfiltered ) {
	$problems = array();
	$content  = (string) $content;
	$tags     = array_map(
		static function ( $element ) {
			return $element['tag'];
		},
		array_values( clinic_widgets_elements() )
	);

	if ( ! $unfiltered && preg_match( '~<script\b[^>]*clinic-widgets[^>]*>~i', $content ) ) {
		$problems[] = __( 'Remove the script tag of clinic-widgets.js: the Clinic Widgets plugin already loads the widget script on every page that uses a widget (Settings → Clinic Widgets sets its address), and WordPress does not let your role save script tags.', 'clinic-widgets' );
	}

	if ( preg_match_all( '~<(clinic-[a-z0-9-]*)((?:\s[^>]*)?)/?>~i', $content, $found, PREG_SET_ORDER ) ) {
		foreach ( $found as $match ) {
			$tag     = strtolower( $match[1] );
			$element = clinic_widgets_element_by_tag( $tag );
			if ( null === $element ) {
				$meant      = clinic_widgets_did_you_mean( $tag, $tags );
				$problems[] = null !== $meant
					/* translators: 1: the tag written, 2: the tag meant. */
					? sprintf( __( '%1$s is not a Clinic widget: did you mean %2$s?', 'clinic-widgets' ), $tag, $meant )
					/* translators: 1: the tag written, 2: the list of tags. */
					: sprintf( __( '%1$s is not a Clinic widget. The widgets are: %2$s.', 'clinic-widgets' ), $tag, implode( ', ', $tags ) );
				continue;
			}
			$known = array_merge(
				clinic_widgets_global_attributes(),
				array_map(
					static function ( $attribute ) {
						return $attribute['name'];
					},
					$element['attributes']
				)
			);
			foreach ( wp_kses_hair( $match[2], array( 'http', 'https' ) ) as $name => $attribute ) {
				$name = strtolower( $name );
				if ( clinic_widgets_is_address( $name ) && ! clinic_widgets_is_safe_address( $attribute['value'] ) ) {
					/* translators: 1: attribute, 2: tag. */
					$problems[] = sprintf( __( 'The %1$s of %2$s must be an http or https address or a path on a site.', 'clinic-widgets' ), $name, $tag );
				} elseif ( ! in_array( $name, $known, true ) && ! ( $unfiltered && 0 === strpos( $name, 'data-' ) ) ) {
					$meant      = clinic_widgets_did_you_mean( $name, $known );
					$problems[] = null !== $meant
						/* translators: 1: tag, 2: attribute written, 3: attribute meant. */
						? sprintf( __( '%1$s has no attribute "%2$s": did you mean "%3$s"?', 'clinic-widgets' ), $tag, $name, $meant )
						/* translators: 1: tag, 2: attribute written, 3: its attributes. */
						: sprintf( __( '%1$s has no attribute "%2$s". Its attributes are: %3$s.', 'clinic-widgets' ), $tag, $name, implode( ', ', $known ) );
				}
			}
		}
	}

	return array_merge( $problems, clinic_widgets_shortcode_problems( $content ) );
}

/**
 * Mistyped clinic shortcodes and settings, which WordPress would print as text or ignore.
 *
 * @param string $content The post's content.
 * @return string[]
 */
function clinic_widgets_shortcode_problems( $content ) {
	$problems = array();
	$by_name  = array();
	foreach ( clinic_widgets_elements() as $element ) {
		$by_name[ clinic_widgets_shortcode_name( $element ) ] = $element;
	}
	if ( ! preg_match_all( '~\[(clinic_[A-Za-z0-9_-]*)((?:\s[^\]]*)?)\]~', $content, $found, PREG_SET_ORDER ) ) {
		return $problems;
	}
	foreach ( $found as $match ) {
		$name = strtolower( $match[1] );
		if ( ! isset( $by_name[ $name ] ) ) {
			$meant      = clinic_widgets_did_you_mean( $name, array_keys( $by_name ) );
			$problems[] = null !== $meant
				/* translators: 1: shortcode written, 2: shortcode meant. */
				? sprintf( __( '[%1$s] is not a Clinic widget shortcode: did you mean [%2$s]?', 'clinic-widgets' ), $name, $meant )
				/* translators: 1: shortcode written, 2: the shortcodes. */
				: sprintf( __( '[%1$s] is not a Clinic widget shortcode. The shortcodes are: %2$s.', 'clinic-widgets' ), $name, implode( ', ', array_keys( $by_name ) ) );
			continue;
		}
		$element = $by_name[ $name ];
		$known   = array_merge( clinic_widgets_common_settings(), array_map( static function ( $a ) { return $a['name']; }, $element['attributes'] ) ); // phpcs:ignore
		foreach ( (array) shortcode_parse_atts( trim( $match[2] ) ) as $key => $value ) {
			$setting = is_int( $key ) ? strtolower( (string) $value ) : strtolower( $key );
			if ( '' === $setting || '/' === $setting ) {
				continue;
			}
			if ( ! in_array( $setting, $known, true ) ) {
				$meant      = clinic_widgets_did_you_mean( $setting, $known );
				$problems[] = null !== $meant
					/* translators: 1: shortcode, 2: setting written, 3: setting meant. */
					? sprintf( __( '[%1$s] has no setting "%2$s": did you mean "%3$s"?', 'clinic-widgets' ), $name, $setting, $meant )
					/* translators: 1: shortcode, 2: setting written, 3: its settings. */
					: sprintf( __( '[%1$s] has no setting "%2$s". Its settings are: %3$s.', 'clinic-widgets' ), $name, $setting, implode( ', ', $known ) );
				continue;
			}
			foreach ( $element['attributes'] as $attribute ) {
				if ( $attribute['name'] === $setting && 'choice' === $attribute['kind'] && ! in_array( (string) $value, $attribute['options'], true ) ) {
					/* translators: 1: shortcode, 2: setting, 3: value, 4: the choices. */
					$problems[] = sprintf( __( '[%1$s] %2$s="%3$s" is not one of its choices: %4$s.', 'clinic-widgets' ), $name, $setting, (string) $value, implode( ', ', $attribute['options'] ) );
				}
				if ( $attribute['name'] === $setting && clinic_widgets_is_address( $setting ) && ! clinic_widgets_is_safe_address( (string) $value ) ) {
					/* translators: 1: setting, 2: shortcode. */
					$problems[] = sprintf( __( 'The %1$s of [%2$s] must be an http or https address or a path on a site.', 'clinic-widgets' ), $setting, $name );
				}
			}
		}
	}
	return $problems;
}

/**
 * Refuses a block-editor save whose widgets would not reach visitors as written, with the reason.
 *
 * @param stdClass|WP_Error $prepared The post about to be saved.
 */
function clinic_widgets_refuse_rest_content( $prepared ) {
	if ( is_wp_error( $prepared ) || ! isset( $prepared->post_content ) ) {
		return $prepared;
	}
	$problems = clinic_widgets_content_problems( (string) $prepared->post_content, current_user_can( 'unfiltered_html' ) );
	if ( array() === $problems ) {
		return $prepared;
	}
	/* translators: %s: what to change. */
	return new WP_Error( 'clinic_widgets_content', sprintf( __( 'Clinic Widgets: %s', 'clinic-widgets' ), implode( ' ', $problems ) ), array( 'status' => 400 ) );
}

/**
 * In the classic editor (no REST save to refuse), keeps what to change for the next admin page.
 *
 * @param string $content The post's content as submitted (slashed).
 */
function clinic_widgets_check_classic_content( $content ) {
	if ( defined( 'REST_REQUEST' ) && REST_REQUEST ) {
		return $content;
	}
	$problems = clinic_widgets_content_problems( wp_unslash( (string) $content ), current_user_can( 'unfiltered_html' ) );
	if ( array() !== $problems && get_current_user_id() ) {
		set_transient( 'clinic_widgets_notice_' . get_current_user_id(), $problems, 300 );
	}
	return $content;
}

/** Shows the classic editor's saved problems once. */
function clinic_widgets_show_classic_notice() {
	$key      = 'clinic_widgets_notice_' . get_current_user_id();
	$problems = get_transient( $key );
	if ( ! is_array( $problems ) ) {
		return;
	}
	delete_transient( $key );
	echo '<div class="notice notice-error" role="alert"><p><strong>' . esc_html__( 'Clinic Widgets:', 'clinic-widgets' ) . '</strong> ' . esc_html( implode( ' ', $problems ) ) . '</p></div>';
}
