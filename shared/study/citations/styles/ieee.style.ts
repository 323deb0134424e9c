// IEEE reference style (IEEE Reference Guide), written for Studyloop in CSL 1.0: numbered in-text citations
// "[1]" in order of first citation, and a numbered reference list with initials before surnames.
export const IEEE_STYLE = `<?xml version="1.0" encoding="utf-8"?>
<style xmlns="http://purl.org/net/xbiblio/csl" class="in-text" version="1.0" demote-non-dropping-particle="sort-only" page-range-format="expanded">
  <info>
    <title>IEEE (Studyloop)</title>
    <id>https://studyloop.app/csl/ieee</id>
    <updated>2026-11-21T00:00:00+00:00</updated>
  </info>
  <locale xml:lang="en">
    <terms>
      <term name="editor" form="short">
        <single>Ed.</single>
        <multiple>Eds.</multiple>
      </term>
    </terms>
  </locale>
  <macro name="author">
    <names variable="author">
      <name and="text" delimiter-precedes-last="contextual" delimiter-precedes-et-al="always" initialize-with=". "/>
      <label form="short" prefix=", "/>
      <substitute>
        <names variable="editor"/>
        <text variable="title"/>
      </substitute>
    </names>
  </macro>
  <macro name="title">
    <choose>
      <if type="book report thesis" match="any">
        <text variable="title" font-style="italic"/>
      </if>
      <else>
        <text variable="title" quotes="true"/>
      </else>
    </choose>
  </macro>
  <macro name="date">
    <date variable="issued">
      <date-part name="month" form="short" suffix=" "/>
      <date-part name="year"/>
    </date>
  </macro>
  <macro name="publisher">
    <group delimiter=": ">
      <text variable="publisher-place"/>
      <text variable="publisher"/>
    </group>
  </macro>
  <macro name="doi">
    <text variable="DOI" prefix="doi: "/>
  </macro>
  <macro name="accessed">
    <group delimiter=" " prefix="(" suffix=")">
      <text term="accessed"/>
      <date variable="accessed">
        <date-part name="month" form="short" suffix=" "/>
        <date-part name="day" suffix=", "/>
        <date-part name="year"/>
      </date>
    </group>
  </macro>
  <citation collapse="citation-number">
    <sort>
      <key variable="citation-number"/>
    </sort>
    <layout delimiter=", ">
      <group prefix="[" suffix="]" delimiter=", ">
        <text variable="citation-number"/>
        <group delimiter=" ">
          <label variable="locator" form="short"/>
          <text variable="locator"/>
        </group>
      </group>
    </layout>
  </citation>
  <bibliography entry-spacing="0" second-field-align="flush" et-al-min="7" et-al-use-first="1">
    <layout>
      <text variable="citation-number" prefix="[" suffix="]"/>
      <choose>
        <if type="article-journal article-magazine article-newspaper" match="any">
          <group delimiter=", " suffix=".">
            <text macro="author"/>
            <text macro="title"/>
            <text variable="container-title" font-style="italic"/>
            <group delimiter=" ">
              <text term="volume" form="short"/>
              <text variable="volume"/>
            </group>
            <group delimiter=" ">
              <text term="issue" form="short"/>
              <text variable="issue"/>
            </group>
            <group delimiter=" ">
              <label variable="page" form="short"/>
              <text variable="page"/>
            </group>
            <text macro="date"/>
            <text macro="doi"/>
          </group>
        </if>
        <else-if type="chapter paper-conference" match="any">
          <group delimiter=", " suffix=".">
            <text macro="author"/>
            <text macro="title"/>
            <group delimiter=" ">
              <text term="in"/>
              <text variable="container-title" font-style="italic"/>
            </group>
            <names variable="editor">
              <name and="text" initialize-with=". "/>
              <label form="short" prefix=", "/>
            </names>
            <text macro="publisher"/>
            <date variable="issued">
              <date-part name="year"/>
            </date>
            <group delimiter=" ">
              <label variable="page" form="short"/>
              <text variable="page"/>
            </group>
            <text macro="doi"/>
          </group>
        </else-if>
        <else-if type="webpage post-weblog" match="any">
          <group delimiter=". " suffix=".">
            <group delimiter=", ">
              <text macro="author"/>
              <text macro="title"/>
            </group>
            <text variable="container-title"/>
            <group delimiter=" ">
              <text variable="URL"/>
              <text macro="accessed"/>
            </group>
          </group>
        </else-if>
        <else>
          <group delimiter=". " suffix=".">
            <group delimiter=", ">
              <text macro="author"/>
              <text macro="title"/>
            </group>
            <group delimiter=", ">
              <group delimiter=" ">
                <number variable="edition" form="ordinal"/>
                <text term="edition" form="short"/>
              </group>
              <text macro="publisher"/>
              <date variable="issued">
                <date-part name="year"/>
              </date>
              <text macro="doi"/>
            </group>
          </group>
        </else>
      </choose>
    </layout>
  </bibliography>
</style>
`;
