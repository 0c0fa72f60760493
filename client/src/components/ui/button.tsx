import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router';
import './button.css';

type Variant = 'primary' | 'secondary' | 'ghost' | 'light';
type Size = 'md' | 'lg' | 'sm';

const classes = (variant: Variant, size: Size, block: boolean, extra?: string) =>
  ['btn', `btn--${variant}`, `btn--${size}`, block ? 'btn--block' : '', extra ?? ''].filter(Boolean).join(' ');

type Common = { variant?: Variant; size?: Size; block?: boolean; children: ReactNode };

export function Button({
  variant = 'primary',
  size = 'md',
  block = false,
  className,
  type = 'button',
  ...rest
}: Common & ButtonHTMLAttributes<HTMLButtonElement>) {
  return <button type={type} className={classes(variant, size, block, className)} {...rest} />;
}

export function ButtonLink({
  variant = 'primary',
  size = 'md',
  block = false,
  className,
  ...rest
}: Common & LinkProps) {
  return <Link className={classes(variant, size, block, className)} {...rest} />;
}
