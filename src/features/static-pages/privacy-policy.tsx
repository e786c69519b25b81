import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { config } from '../../lib/config'
import { reviewAnalyticsConsent } from '../../lib/consent'
import { CONTACT_EMAIL, SITE_NAME } from '../../lib/site'

const LINK =
  'font-medium text-brand-300 underline underline-offset-2 hover:text-brand-200 focus-visible:outline-2 focus-visible:outline-brand-400'

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-10">
      <h2 id={id} className="text-xl font-bold text-zinc-50 sm:text-2xl">
        {title}
      </h2>
      <div className="mt-3 space-y-4">{children}</div>
    </section>
  )
}

function List({ children }: { children: ReactNode }) {
  return <ul className="list-disc space-y-2 pl-5 marker:text-brand-400">{children}</ul>
}

/** A term a rider will look for on screen (a button, a tab), set apart from the prose. */
function Term({ children }: { children: ReactNode }) {
  return <strong className="font-semibold text-zinc-50">{children}</strong>
}

/**
 * /privacidade: what the app stores, where, why, the analytics consent and the rider's
 * rights under the LGPD, in plain Portuguese. Static text, loaded by `privacy-page.tsx`.
 */
export function PrivacyPolicy() {
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 text-base leading-relaxed text-zinc-300 sm:py-16 sm:text-lg">
      <h1 className="text-3xl leading-tight font-extrabold tracking-tight text-zinc-50 sm:text-4xl">
        Política de Privacidade
      </h1>
      <p className="mt-4 text-lg text-zinc-200 sm:text-xl">
        Aqui explicamos, sem juridiquês, quais dados o {SITE_NAME} guarda, onde eles ficam, para que
        servem e como você controla tudo. Esta política segue a Lei Geral de Proteção de Dados
        (LGPD, Lei 13.709/2018).
      </p>

      <div className="mt-8 rounded-2xl border border-zinc-800 bg-zinc-900/70 p-5">
        <p className="font-semibold text-zinc-50">Em poucas palavras</p>
        <ul className="mt-2 list-disc space-y-1 pl-5 marker:text-brand-400">
          <li>As calculadoras funcionam sem conta, e aí os resultados ficam só no seu aparelho.</li>
          <li>
            Com conta, seus dados ficam no aparelho e no nosso servidor; seus resultados, só você
            vê.
          </li>
          <li>Não vendemos seus dados nem os usamos para publicidade.</li>
          <li>Cookies de análise só com a sua permissão.</li>
          <li>Você pode exportar, corrigir e excluir seus dados quando quiser.</li>
        </ul>
      </div>

      <Section id="o-que-guardamos" title="O que guardamos">
        <p>Só o que o app precisa para funcionar:</p>
        <List>
          <li>
            <Term>Dados da conta:</Term> e-mail, nome completo, tipo de conta (participante,
            organizador ou administrador) e data de cadastro. A sua senha não fica guardada como
            texto: o serviço de login guarda apenas uma versão embaralhada dela, que não dá para
            ler.
          </li>
          <li>
            <Term>Dados do seu perfil de ciclista:</Term> ano de nascimento, sexo, peso e altura,
            quando você os preenche.
          </li>
          <li>
            <Term>Resultados das calculadoras:</Term> frequência cardíaca e zonas de treino, FTP,
            IMC e Harris-Benedict, com os valores que você digitou para calcular (como idade, sexo,
            peso e altura) e a data de cada cálculo.
          </li>
          <li>
            <Term>Pedidos de upgrade para organizador</Term>, quando você pede para organizar
            eventos.
          </li>
        </List>
        <p>
          No aparelho também ficam a sua sessão (para você continuar conectado) e a sua escolha
          sobre os cookies de análise.
        </p>
      </Section>

      <Section id="onde-ficam" title="Onde seus dados ficam">
        <List>
          <li>
            <Term>No seu aparelho:</Term> os resultados são salvos primeiro no celular ou
            computador, no armazenamento do navegador (IndexedDB). É por isso que as calculadoras
            funcionam até sem internet, no meio da trilha.
          </li>
          <li>
            <Term>No nosso servidor:</Term> com conta, os dados vão para o banco de dados do
            Supabase, o serviço que usamos para contas e dados. O banco aplica segurança por linha:
            cada pessoa lê apenas os próprios dados. Os administradores do {SITE_NAME} veem os dados
            da conta (nome, e-mail e tipo de conta) para cuidar dos acessos; os resultados das suas
            calculadoras, só você vê.
          </li>
        </List>
        <p>
          <Term>Nada é vendido nem compartilhado para publicidade.</Term>
        </p>
        <p>
          Quando você sai da conta, os resultados já enviados ao servidor são apagados do aparelho;
          os que ainda não foram enviados ficam guardados até você entrar de novo.
        </p>
      </Section>

      <Section id="para-que-usamos" title="Para que usamos">
        <List>
          <li>
            Mostrar seus resultados e o seu histórico em qualquer aparelho em que você entrar.
          </li>
          <li>Calcular e mostrar as suas zonas de treino.</li>
          <li>
            Montar o seu{' '}
            <Link to="/dashboard" className={LINK}>
              painel
            </Link>
            , com a evolução do seu FTP e os seus últimos resultados.
          </li>
          <li>Analisar os pedidos de upgrade para organizador.</li>
        </List>
        <p>Não usamos seus dados para mais nada.</p>
      </Section>

      <Section id="cookies-de-analise" title="Cookies de análise">
        <p>
          Usamos Google Analytics e Meta Pixel para entender como o site é usado,{' '}
          <Term>somente se você permitir</Term>. Na primeira visita, um aviso pergunta se você
          aceita. Enquanto você não tocar em <Term>Aceitar</Term>, nenhum script de análise é
          carregado e nada é enviado.
        </p>
        <p>
          Se você aceitar, enviamos o endereço de cada página que você abre. O Google e a Meta
          também recebem os dados técnicos de qualquer visita a um site (como o endereço IP, o
          navegador e o tipo de aparelho) e guardam cookies no seu navegador. Os resultados das
          calculadoras e os dados da sua conta não são enviados a eles.
        </p>
        <p>
          Para retirar a permissão: a sua escolha fica guardada neste navegador. Toque em{' '}
          <Term>Rever minha escolha de cookies</Term> e o aviso aparece de novo; aí é só tocar em{' '}
          <Term>Recusar</Term>. Se preferir, peça pelo e-mail do fim desta página.
        </p>
        {(config.ga4Id || config.metaPixelId) && (
          <p>
            <button
              type="button"
              onClick={reviewAnalyticsConsent}
              className="min-h-11 rounded-xl border border-zinc-700 px-4 text-sm font-semibold text-zinc-100 hover:bg-zinc-800 focus-visible:outline-2 focus-visible:outline-brand-400"
            >
              Rever minha escolha de cookies
            </button>
          </p>
        )}
      </Section>

      <Section id="seus-direitos" title="Seus direitos">
        <p>
          A LGPD (art. 18 da Lei 13.709/2018) garante a você o controle sobre seus dados. No{' '}
          {SITE_NAME}, cada direito tem um caminho:
        </p>
        <List>
          <li>
            <Term>Acesso e portabilidade:</Term> em <Term>Meu Perfil</Term>, no seu painel, toque em{' '}
            <Term>Exportar meus dados</Term> para baixar um arquivo com tudo o que guardamos sobre
            você.
          </li>
          <li>
            <Term>Correção:</Term> em <Term>Meu Perfil</Term>, <Term>Editar Perfil</Term> corrige o
            seu nome e <Term>Dados do atleta</Term>, o seu perfil de ciclista.
          </li>
          <li>
            <Term>Exclusão:</Term> no seu painel, o botão <Term>Excluir minha conta</Term> apaga a
            sua conta e todos os seus dados do servidor, sem exceção, e limpa os resultados
            guardados no aparelho.
          </li>
          <li>
            <Term>Revogação do consentimento:</Term> você pode retirar a permissão dos cookies de
            análise a qualquer momento (veja acima).
          </li>
        </List>
        <p>
          Resultados calculados sem conta ficam só no seu aparelho: não chegam ao nosso servidor.
          Para apagá-los, limpe os dados deste site nas configurações do navegador.
        </p>
        <p>
          Se algo não estiver certo, fale com a gente. Você também pode reclamar à Autoridade
          Nacional de Proteção de Dados (ANPD).
        </p>
      </Section>

      <Section id="contato" title="Contato">
        <p>
          Dúvidas ou pedidos sobre seus dados? Escreva para{' '}
          <a href={`mailto:${CONTACT_EMAIL}`} className={`${LINK} break-words`}>
            {CONTACT_EMAIL}
          </a>
          .
        </p>
        <p className="text-sm text-zinc-400 sm:text-base">
          Última atualização: <time dateTime="2026-11-22">22 de novembro de 2026</time>.
        </p>
      </Section>
    </article>
  )
}
