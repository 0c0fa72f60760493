import { useEffect } from 'react';
import { LogoMark } from '../../../components/artwork/logo';
import { site } from '../../../config/site';
import { LoginForm } from './login-form';
import './admin-auth.css';

export function LoginScreen() {
  useEffect(() => {
    document.title = `Sign in | ${site.productName} control centre`;
  }, []);
  return (
    <main className="admin-login" id="main">
      <section className="admin-login__card" aria-labelledby="admin-login-title">
        <LogoMark size={44} />
        <h1 id="admin-login-title">{site.productName} control centre</h1>
        <p className="admin-login__intro">Staff sign in with their email address, password and access code.</p>
        <LoginForm />
      </section>
    </main>
  );
}
