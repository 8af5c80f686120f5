<?php
/**
 * Plugin Name:       Clinic Widgets
 * Plugin URI:        https://www.clinicplatform.in/support
 * Description:       ClinicPlatform's pricing table, sign-in, free-trial registration, password reset, chat assistant and help centre widgets as blocks and shortcodes. Authors and editors can place them; the widget script loads only on pages that use one.
 * Version:           0.1.0
 * Requires at least: 6.1
 * Requires PHP:      7.4
 * Author:            ClinicPlatform
 * License:           MIT
 * Text Domain:       clinic-widgets
 *
 * The plugin's entry: it wires the settings page, the script, the blocks and shortcodes, and the
 * content check that lets authors place widgets without the unfiltered_html capability.
 *
 * @package ClinicWidgets
 */

defined( 'ABSPATH' ) || exit;

define( 'CLINIC_WIDGETS_FILE', __FILE__ );
define( 'CLINIC_WIDGETS_DIR', __DIR__ );

require_once __DIR__ . '/includes/elements.php';
require_once __DIR__ . '/includes/settings.php';
require_once __DIR__ . '/includes/script.php';
require_once __DIR__ . '/includes/render.php';
require_once __DIR__ . '/includes/blocks.php';
require_once __DIR__ . '/includes/content-check.php';

add_action( 'init', 'clinic_widgets_register_blocks' );
add_action( 'init', 'clinic_widgets_register_shortcodes' );
add_action( 'admin_init', 'clinic_widgets_register_settings' );
add_action( 'admin_menu', 'clinic_widgets_add_settings_page' );
add_action( 'wp_enqueue_scripts', 'clinic_widgets_register_script' );
add_action( 'enqueue_block_editor_assets', 'clinic_widgets_enqueue_editor' );
add_filter( 'script_loader_tag', 'clinic_widgets_script_tag', 10, 3 );
add_filter( 'render_block', 'clinic_widgets_notice_elements', 10, 1 );
add_filter( 'the_content', 'clinic_widgets_notice_elements', 100, 1 );
add_filter( 'widget_text', 'clinic_widgets_notice_elements', 100, 1 );
add_filter( 'wp_kses_allowed_html', 'clinic_widgets_allowed_html', 10, 2 );
add_filter( 'rest_pre_insert_post', 'clinic_widgets_refuse_rest_content', 10, 2 );
add_filter( 'rest_pre_insert_page', 'clinic_widgets_refuse_rest_content', 10, 2 );
add_filter( 'content_save_pre', 'clinic_widgets_check_classic_content', 1, 1 );
add_action( 'admin_notices', 'clinic_widgets_show_classic_notice' );
add_filter( 'plugin_action_links_' . plugin_basename( __FILE__ ), 'clinic_widgets_action_links' );
