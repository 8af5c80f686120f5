<?php
/**
 * Settings → Clinic Widgets: where the widget script comes from (a pinned version with its
 * integrity, or a major line), the API address, the colour theme and the language. A value that
 * cannot work is refused with a message naming the fix, and the earlier value is kept.
 *
 * @package ClinicWidgets
 */

defined( 'ABSPATH' ) || exit;

/** The script's address when none is set: the newest release of the 0.x line. */
const CLINIC_WIDGETS_DEFAULT_SCRIPT = 'https://www.clinicplatform.in/v0/clinic-widgets.js';

/**
 * The plugin's settings, with defaults for what is not set.
 *
 * @return array{script_url: string, integrity: string, api_base: string, theme: string, accent: string, lang: string}
 */
function clinic_widgets_settings() {
	$saved = get_option( 'clinic_widgets', array() );
	return array_merge(
		array(
			'script_url' => CLINIC_WIDGETS_DEFAULT_SCRIPT,
			'integrity'  => '',
			'api_base'   => '',
			'theme'      => '',
			'accent'     => '',
			'lang'       => '',
		),
		is_array( $saved ) ? $saved : array()
	);
}

/** Registers the option and its sanitising. */
function clinic_widgets_register_settings() {
	register_setting(
		'clinic_widgets',
		'clinic_widgets',
		array(
			'type'              => 'object',
			'sanitize_callback' => 'clinic_widgets_sanitize_settings',
			'default'           => array(),
		)
	);
}

/** Adds the page under Settings. */
function clinic_widgets_add_settings_page() {
	add_options_page( __( 'Clinic Widgets', 'clinic-widgets' ), __( 'Clinic Widgets', 'clinic-widgets' ), 'manage_options', 'clinic-widgets', 'clinic_widgets_render_settings_page' );
}

/**
 * A "Settings" link beside the plugin's name on the Plugins page.
 *
 * @param string[] $links The plugin's links.
 */
function clinic_widgets_action_links( $links ) {
	array_unshift( $links, '<a href="' . esc_url( admin_url( 'options-general.php?page=clinic-widgets' ) ) . '">' . esc_html__( 'Settings', 'clinic-widgets' ) . '</a>' );
	return $links;
}

/**
 * An http(s) address with a host, or null.
 *
 * @param string $value What was typed.
 */
function clinic_widgets_clean_url( $value ) {
	$value = trim( (string) $value );
	$parts = wp_parse_url( $value );
	if ( ! is_array( $parts ) || empty( $parts['host'] ) || ! in_array( strtolower( $parts['scheme'] ?? '' ), array( 'http', 'https' ), true ) ) {
		return null;
	}
	return esc_url_raw( $value, array( 'http', 'https' ) );
}

/**
 * Checks and keeps the settings; a value that cannot work keeps the earlier one and says why.
 *
 * @param mixed $input The submitted settings.
 */
function clinic_widgets_sanitize_settings( $input ) {
	$input    = is_array( $input ) ? wp_unslash( $input ) : array();
	$previous = clinic_widgets_settings();
	$clean    = $previous;

	$script = clinic_widgets_clean_url( $input['script_url'] ?? '' );
	if ( '' === trim( (string) ( $input['script_url'] ?? '' ) ) ) {
		$clean['script_url'] = CLINIC_WIDGETS_DEFAULT_SCRIPT;
	} elseif ( null === $script || ! preg_match( '~/clinic-widgets\.js$~', (string) wp_parse_url( $script, PHP_URL_PATH ) ) ) {
		add_settings_error( 'clinic_widgets', 'script_url', __( 'The script address must be an http or https address ending in /clinic-widgets.js, for example https://www.clinicplatform.in/0.1.0/clinic-widgets.js.', 'clinic-widgets' ) );
	} else {
		$clean['script_url'] = $script;
	}

	$integrity = trim( (string) ( $input['integrity'] ?? '' ) );
	if ( '' === $integrity ) {
		$clean['integrity'] = '';
	} elseif ( ! preg_match( '~^sha(256|384|512)-[A-Za-z0-9+/]+={0,2}$~', $integrity ) ) {
		add_settings_error( 'clinic_widgets', 'integrity', __( 'The integrity value must look like sha384-… (copy it from the release\'s integrity.json, or press "Read it from the release").', 'clinic-widgets' ) );
	} elseif ( ! clinic_widgets_is_pinned( $clean['script_url'] ) ) {
		add_settings_error( 'clinic_widgets', 'integrity', __( 'An integrity value needs a pinned version (…/0.1.0/clinic-widgets.js): a major line such as /v0/ changes with every release, and the browser would then refuse the script.', 'clinic-widgets' ) );
		$clean['integrity'] = '';
	} else {
		$clean['integrity'] = $integrity;
	}

	$api = trim( (string) ( $input['api_base'] ?? '' ) );
	if ( '' === $api ) {
		$clean['api_base'] = '';
	} elseif ( null === clinic_widgets_clean_url( $api ) ) {
		add_settings_error( 'clinic_widgets', 'api_base', __( 'The API address must be an http or https address, such as https://www.clinicplatform.in, or empty to use the address the script comes from.', 'clinic-widgets' ) );
	} elseif ( preg_match( '~/api/?$~', $api ) ) {
		add_settings_error( 'clinic_widgets', 'api_base', __( 'Leave /api off the API address: the widgets add it themselves.', 'clinic-widgets' ) );
	} else {
		$clean['api_base'] = untrailingslashit( (string) clinic_widgets_clean_url( $api ) );
	}

	$theme          = (string) ( $input['theme'] ?? '' );
	$clean['theme'] = array_key_exists( $theme, clinic_widgets_themes() ) ? $theme : '';
	$accent         = trim( (string) ( $input['accent'] ?? '' ) );
	if ( '' !== $accent && null === sanitize_hex_color( $accent ) ) {
		add_settings_error( 'clinic_widgets', 'accent', __( 'The accent colour must be a hex colour such as #6b2fb3.', 'clinic-widgets' ) );
	} else {
		$clean['accent'] = (string) sanitize_hex_color( $accent );
	}
	$lang          = (string) ( $input['lang'] ?? '' );
	$clean['lang'] = array_key_exists( $lang, clinic_widgets_languages() ) ? $lang : '';
	return $clean;
}

/**
 * Whether the address names one release (/1.2.3/clinic-widgets.js) rather than a moving line.
 *
 * @param string $url The script's address.
 */
function clinic_widgets_is_pinned( $url ) {
	return (bool) preg_match( '~/\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?/clinic-widgets\.js$~', (string) wp_parse_url( $url, PHP_URL_PATH ) );
}

/** The origin of this site, as the API's ALLOWED_ORIGINS must name it. */
function clinic_widgets_site_origin() {
	$parts = wp_parse_url( home_url() );
	return $parts['scheme'] . '://' . $parts['host'] . ( isset( $parts['port'] ) ? ':' . $parts['port'] : '' );
}

/** The settings page. */
function clinic_widgets_render_settings_page() {
	if ( ! current_user_can( 'manage_options' ) ) {
		return;
	}
	$settings = clinic_widgets_settings();
	$field    = static function ( $key ) {
		return 'clinic_widgets[' . $key . ']';
	};
	wp_enqueue_script( 'clinic-widgets-settings', plugins_url( 'settings.js', CLINIC_WIDGETS_FILE ), array(), clinic_widgets_built_version(), true );
	?>
	<div class="wrap">
		<h1><?php esc_html_e( 'Clinic Widgets', 'clinic-widgets' ); ?></h1>
		<p><?php esc_html_e( 'Place widgets with the Clinic Widgets blocks (search "Clinic" in the block inserter) or with shortcodes such as [clinic_pricing] in the classic editor. The widget script loads only on pages that use one.', 'clinic-widgets' ); ?></p>
		<div class="notice notice-info inline">
			<p>
				<?php
				printf(
					/* translators: %s: this site's origin. */
					esc_html__( 'Sign-in, registration and the other forms call the API from this site. Ask for %s to be added to the widget server\'s ALLOWED_ORIGINS; until then those forms tell visitors they are not available on this site yet.', 'clinic-widgets' ),
					'<code>' . esc_html( clinic_widgets_site_origin() ) . '</code>'
				);
				?>
			</p>
		</div>
		<form method="post" action="options.php">
			<?php settings_fields( 'clinic_widgets' ); ?>
			<table class="form-table" role="presentation">
				<tr>
					<th scope="row"><label for="clinic-widgets-script-url"><?php esc_html_e( 'Script address', 'clinic-widgets' ); ?></label></th>
					<td>
						<input type="url" class="large-text code" id="clinic-widgets-script-url" name="<?php echo esc_attr( $field( 'script_url' ) ); ?>" value="<?php echo esc_attr( $settings['script_url'] ); ?>" aria-describedby="clinic-widgets-script-url-help">
						<p class="description" id="clinic-widgets-script-url-help"><?php esc_html_e( 'A pinned version (…/0.1.0/clinic-widgets.js) never changes under your pages; a major line (…/v0/clinic-widgets.js) takes every compatible release.', 'clinic-widgets' ); ?></p>
					</td>
				</tr>
				<tr>
					<th scope="row"><label for="clinic-widgets-integrity"><?php esc_html_e( 'Integrity', 'clinic-widgets' ); ?></label></th>
					<td>
						<input type="text" class="large-text code" id="clinic-widgets-integrity" name="<?php echo esc_attr( $field( 'integrity' ) ); ?>" value="<?php echo esc_attr( $settings['integrity'] ); ?>" aria-describedby="clinic-widgets-integrity-help" spellcheck="false">
						<p><button type="button" class="button" id="clinic-widgets-read-integrity"><?php esc_html_e( 'Read it from the release', 'clinic-widgets' ); ?></button> <span id="clinic-widgets-integrity-status" role="status"></span></p>
						<p class="description" id="clinic-widgets-integrity-help"><?php esc_html_e( 'For a pinned version only: the browser then runs the script only if its bytes are exactly the release\'s (Subresource Integrity). The value is in the release\'s integrity.json.', 'clinic-widgets' ); ?></p>
					</td>
				</tr>
				<tr>
					<th scope="row"><label for="clinic-widgets-api-base"><?php esc_html_e( 'API address', 'clinic-widgets' ); ?></label></th>
					<td>
						<input type="url" class="regular-text code" id="clinic-widgets-api-base" name="<?php echo esc_attr( $field( 'api_base' ) ); ?>" value="<?php echo esc_attr( $settings['api_base'] ); ?>" aria-describedby="clinic-widgets-api-base-help">
						<p class="description" id="clinic-widgets-api-base-help"><?php esc_html_e( 'Empty: the address the script comes from. Without /api at the end.', 'clinic-widgets' ); ?></p>
					</td>
				</tr>
				<tr>
					<th scope="row"><label for="clinic-widgets-theme"><?php esc_html_e( 'Theme', 'clinic-widgets' ); ?></label></th>
					<td>
						<select id="clinic-widgets-theme" name="<?php echo esc_attr( $field( 'theme' ) ); ?>">
							<option value=""><?php esc_html_e( 'Light (default)', 'clinic-widgets' ); ?></option>
							<?php foreach ( clinic_widgets_themes() as $value => $label ) : ?>
								<option value="<?php echo esc_attr( $value ); ?>" <?php selected( $settings['theme'], $value ); ?>><?php echo esc_html( $label ); ?></option>
							<?php endforeach; ?>
						</select>
					</td>
				</tr>
				<tr>
					<th scope="row"><label for="clinic-widgets-accent"><?php esc_html_e( 'Accent colour', 'clinic-widgets' ); ?></label></th>
					<td>
						<input type="text" class="small-text code" id="clinic-widgets-accent" name="<?php echo esc_attr( $field( 'accent' ) ); ?>" value="<?php echo esc_attr( $settings['accent'] ); ?>" placeholder="#1d6fd8" aria-describedby="clinic-widgets-accent-help">
						<p class="description" id="clinic-widgets-accent-help"><?php esc_html_e( 'Buttons and links; empty keeps the widgets\' own blue.', 'clinic-widgets' ); ?></p>
					</td>
				</tr>
				<tr>
					<th scope="row"><label for="clinic-widgets-lang"><?php esc_html_e( 'Language', 'clinic-widgets' ); ?></label></th>
					<td>
						<select id="clinic-widgets-lang" name="<?php echo esc_attr( $field( 'lang' ) ); ?>" aria-describedby="clinic-widgets-lang-help">
							<option value=""><?php esc_html_e( "The page's language", 'clinic-widgets' ); ?></option>
							<?php foreach ( clinic_widgets_languages() as $tag => $name ) : ?>
								<option value="<?php echo esc_attr( $tag ); ?>" lang="<?php echo esc_attr( $tag ); ?>" <?php selected( $settings['lang'], $tag ); ?>><?php echo esc_html( $name ); ?></option>
							<?php endforeach; ?>
						</select>
						<p class="description" id="clinic-widgets-lang-help"><?php esc_html_e( 'A block or shortcode may choose its own.', 'clinic-widgets' ); ?></p>
					</td>
				</tr>
			</table>
			<?php submit_button(); ?>
		</form>
	</div>
	<?php
}
