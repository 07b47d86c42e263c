export declare const NONCE_TIMING: 'csp-nonce';
