import { resolveLanding } from './landing-kind';

describe('resolveLanding', () => {
  it('names the content lists, the insurance list and the preview', () => {
    expect(resolveLanding('EPS')).toEqual({ kind: 'list', type: 'EPS' });
    expect(resolveLanding('clinicas-y-hospitales')).toEqual({ kind: 'list', type: 'Clinicas-y-Hospitales' });
    expect(resolveLanding('Insurance-List')).toEqual({ kind: 'insurance-list' });
    expect(resolveLanding('preview')).toEqual({ kind: 'preview', slug: null });
  });

  it('reads the previewed landing from the path after preview/', () => {
    expect(resolveLanding('preview/Registro')).toEqual({ kind: 'preview', slug: 'Registro' });
    expect(resolveLanding('Preview/EPS/salud-andina-eps/')).toEqual({ kind: 'preview', slug: 'EPS/salud-andina-eps' });
    expect(resolveLanding('preview/')).toEqual({ kind: 'preview', slug: null });
  });

  it('sends everything else to a CMS landing; Registro and Referidos-{product} ask for a lead', () => {
    expect(resolveLanding('Que-es-QuieroSeguro')).toEqual({
      kind: 'page',
      url: 'Que-es-QuieroSeguro',
      leadCapture: false,
    });
    expect(resolveLanding('Registro')).toEqual({ kind: 'page', url: 'Registro', leadCapture: true });
    expect(resolveLanding('Referidos-EPS')).toEqual({ kind: 'page', url: 'Referidos-EPS', leadCapture: true });
    expect(resolveLanding('/EPS/salud-andina-eps/')).toEqual({
      kind: 'page',
      url: 'EPS/salud-andina-eps',
      leadCapture: false,
    });
  });
});
