import type { CSSProperties } from 'react';
import classes from './LandingPage.module.css';

/** Words rise in one after another; screen readers get the plain sentence. */
export function AnimatedWords({ text }: { text: string }) {
  const words = text.split(' ');
  return (
    <>
      <span className={classes.srOnly}>{text}</span>
      <span aria-hidden="true">
        {words.map((word, index) => (
          <span key={`${word}-${index}`} className={classes.word} style={{ '--word-index': index } as CSSProperties}>
            {word}
            {index < words.length - 1 ? '\u00a0' : ''}
          </span>
        ))}
      </span>
    </>
  );
}
