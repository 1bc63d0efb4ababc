export declare const I18N_PENDING: string[];
