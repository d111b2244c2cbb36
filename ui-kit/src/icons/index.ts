export * from './icons';
export * from './shop-icons';
