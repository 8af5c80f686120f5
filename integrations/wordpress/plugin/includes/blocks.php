<?php
/**
 * One block per element (clinic-widgets/pricing, clinic-widgets/sign-in, …), rendered on the
 * server from its settings; the editor side (blocks.js) gives each setting a control and shows the
 * live element as its preview.
 *
 * @package ClinicWidgets
 */

defined( 'ABSPATH' ) || exit;

/** Registers every element's block. */
function clinic_widgets_register_blocks() {
	foreach ( clinic_widgets_elements() as $element ) {
		$attributes = array(
			'lang'  => array(
				'type'    => 'string',
				'default' => '',
			),
			'theme' => array(
				'type'    => 'string',
				'default' => '',
			),
		);
		foreach ( $element['attributes'] as $attribute ) {
			$attributes[ $attribute['name'] ] = 'boolean' === $attribute['kind']
				? array(
					'type'    => 'boolean',
					'default' => false,
				)
				: array(
					'type'    => 'string',
					'default' => '',
				);
		}
		register_block_type(
			'clinic-widgets/' . $element['name'],
			array(
				'api_version'     => 2,
				'title'           => $element['title'],
				'description'     => $element['description'],
				'category'        => 'widgets',
				'attributes'      => $attributes,
				'supports'        => array( 'html' => false ),
				'render_callback' => static function ( $values ) use ( $element ) {
					return clinic_widgets_render_element( $element, is_array( $values ) ? $values : array() );
				},
			)
		);
	}
}
