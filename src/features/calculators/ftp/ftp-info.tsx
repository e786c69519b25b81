import { InfoSection } from '../../../ui/form/layout'

/** Spec 02 §2.5: what FTP is, how to use the tool, how to estimate FTP. */
export function FtpInfo() {
  return (
    <>
      <InfoSection title="O que é FTP?">
        <p>
          FTP (Functional Threshold Power, ou potência funcional de limiar) é a maior potência
          média, em watts, que você consegue sustentar por cerca de uma hora. É a referência para
          definir as zonas de treino com medidor de potência.
        </p>
      </InfoSection>
      <InfoSection title="Como usar esta calculadora">
        <p>
          Digite seu FTP em watts, escolha o método — Coggan, com 7 zonas, ou TrainerRoad, com 6
          zonas e Sweet Spot — e toque em Calcular Zonas. Informe seu peso para ver também os
          valores em W/kg, que permitem comparar ciclistas de pesos diferentes.
        </p>
      </InfoSection>
      <InfoSection title="Como estimar seu FTP">
        <ul className="list-disc space-y-1.5 pl-5">
          <li>
            Teste de 20 minutos: depois de um bom aquecimento, pedale 20 minutos no máximo que
            conseguir sustentar. Seu FTP é cerca de 95% da potência média do teste.
          </li>
          <li>Teste de 60 minutos: a potência média de uma hora de esforço máximo é o seu FTP.</li>
        </ul>
      </InfoSection>
    </>
  )
}
