<?php
/**
 * The editors' "Anteprima" on the storefront (issue 41): WordPress's preview link of a page, FAQ
 * or slide leads to the storefront's /anteprima, signed with PREVIEW_SECRET (shared with the
 * storefront only) and valid SPORTA_PREVIEW_TTL seconds. The storefront reads that revision back
 * through GET sporta/v1/preview/{id}?revision=, which answers only to the same secret in
 * X-Sporta-Preview-Secret — never to an editor's cookie. Documented in cms/README.md ("Preview").
 */

defined( 'ABSPATH' ) || exit;

const SPORTA_PREVIEW_TYPES = array( 'page', 'faq', 'slide' );
const SPORTA_PREVIEW_TTL   = 600;

/** The storefront's preview address: STOREFRONT_PREVIEW_URL, else /anteprima beside the purge hook. */
function sporta_preview_url() {
	$url = sporta_purge_setting( 'STOREFRONT_PREVIEW_URL' );
	if ( '' !== $url ) {
		return $url;
	}
	$purge = wp_parse_url( sporta_purge_setting( 'STOREFRONT_PURGE_URL' ) );
	if ( empty( $purge['host'] ) ) {
		return '';
	}
	$port = isset( $purge['port'] ) ? ':' . $purge['port'] : '';
	return ( $purge['scheme'] ?? 'https' ) . '://' . $purge['host'] . $port . '/anteprima';
}

/** What the link signs: the post, its revision and the moment it stops working. */
function sporta_preview_signature( $id, $revision, $expires, $secret ) {
	return hash_hmac( 'sha256', "{$id}.{$revision}.{$expires}", $secret );
}

/** The revision an editor previews: her autosave when newer than the post, else the post itself. */
function sporta_preview_revision( WP_Post $post ) {
	$autosave = wp_get_post_autosave( $post->ID, get_current_user_id() );
	if ( $autosave && strtotime( $autosave->post_modified_gmt ) >= strtotime( $post->post_modified_gmt ) ) {
		return $autosave->ID;
	}
	return $post->ID;
}

add_filter(
	'preview_post_link',
	static function ( $link, $post ) {
		$secret = sporta_purge_setting( 'PREVIEW_SECRET' );
		$base   = sporta_preview_url();
		if ( ! $post instanceof WP_Post || ! in_array( $post->post_type, SPORTA_PREVIEW_TYPES, true ) || '' === $secret || '' === $base ) {
			return $link;
		}
		$revision = sporta_preview_revision( $post );
		$expires  = time() + SPORTA_PREVIEW_TTL;
		return add_query_arg(
			array(
				'id'       => $post->ID,
				'revision' => $revision,
				'expires'  => $expires,
				'sig'      => sporta_preview_signature( $post->ID, $revision, $expires, $secret ),
			),
			$base
		);
	},
	10,
	2
);

add_action(
	'rest_api_init',
	static function () {
		register_rest_route(
			'sporta/v1',
			'/preview/(?P<id>\d+)',
			array(
				'methods'             => 'GET',
				'args'                => array(
					'revision' => array(
						'required' => true,
						'type'     => 'integer',
					),
				),
				'permission_callback' => static function ( WP_REST_Request $request ) {
					$secret = sporta_purge_setting( 'PREVIEW_SECRET' );
					$given  = (string) $request->get_header( 'x-sporta-preview-secret' );
					return '' !== $secret && hash_equals( $secret, $given );
				},
				'callback'            => 'sporta_preview_answer',
			)
		);
	}
);

/** The revision's title and content as the storefront shows them; 404 for anything else. */
function sporta_preview_answer( WP_REST_Request $request ) {
	$post     = get_post( (int) $request['id'] );
	$revision = get_post( (int) $request['revision'] );
	$belongs  = $post && $revision && ( $revision->ID === $post->ID || ( 'revision' === $revision->post_type && (int) $revision->post_parent === $post->ID ) );
	if ( ! $belongs || ! in_array( $post->post_type, SPORTA_PREVIEW_TYPES, true ) || 'trash' === $post->post_status ) {
		return new WP_Error( 'sporta_preview_missing', 'No such revision.', array( 'status' => 404 ) );
	}
	$response = rest_ensure_response(
		array(
			'type'     => $post->post_type,
			'id'       => $post->ID,
			'revision' => $revision->ID,
			'title'    => get_the_title( $revision ),
			'content'  => apply_filters( 'the_content', $revision->post_content ),
		)
	);
	$response->header( 'Cache-Control', 'private, no-store' );
	return $response;
}
