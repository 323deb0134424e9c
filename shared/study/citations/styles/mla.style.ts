// MLA Handbook, 9th edition, written for Studyloop in CSL 1.0. It covers the source types students cite most
// (books, chapters, journal/magazine/newspaper articles, web pages, reports, theses) with MLA's container
// model: Author. Title. Container, contributors, version, number, publisher, date, location.
export const MLA_STYLE = `<?xml version="1.0" encoding="utf-8"?>
<style xmlns="http://purl.org/net/xbiblio/csl" class="in-text" version="1.0" demote-non-dropping-particle="never" page-range-format="minimal-two">
  <info>
    <title>Modern Language Association 9th edition (Studyloop)</title>
    <id>https://studyloop.app/csl/mla-9</id>
    <updated>2026-11-21T00:00:00+00:00</updated>
  </info>
  <locale xml:lang="en">
    <terms>
      <term name="editor" form="verb">edited by</term>
      <term name="translator" form="verb">translated by</term>
    </terms>
  </locale>
  <macro name="author">
    <names variable="author">
      <name name-as-sort-order="first" and="text" delimiter-precedes-last="always" delimiter-precedes-et-al="always"/>
      <label form="long" prefix=", "/>
      <substitute>
        <names variable="editor"/>
        <names variable="translator"/>
        <text macro="title"/>
      </substitute>
    </names>
  </macro>
  <macro name="author-short">
    <names variable="author">
      <name form="short" and="text" initialize-with=". "/>
      <substitute>
        <names variable="editor"/>
        <names variable="translator"/>
        <text macro="title-short"/>
      </substitute>
    </names>
  </macro>
  <macro name="title">
    <choose>
      <if type="book report thesis motion_picture legislation" match="any">
        <text variable="title" font-style="italic" text-case="title"/>
      </if>
      <else>
        <text variable="title" quotes="true" text-case="title"/>
      </else>
    </choose>
  </macro>
  <macro name="title-short">
    <choose>
      <if type="book report thesis motion_picture legislation" match="any">
        <text variable="title" form="short" font-style="italic" text-case="title"/>
      </if>
      <else>
        <text variable="title" form="short" quotes="true" text-case="title"/>
      </else>
    </choose>
  </macro>
  <macro name="issued">
    <date variable="issued">
      <date-part name="day" suffix=" "/>
      <date-part name="month" form="short" suffix=" "/>
      <date-part name="year"/>
    </date>
  </macro>
  <macro name="location">
    <choose>
      <if variable="DOI">
        <text variable="DOI" prefix="https://doi.org/"/>
      </if>
      <else>
        <text variable="URL"/>
      </else>
    </choose>
  </macro>
  <macro name="container">
    <group delimiter=", ">
      <text variable="container-title" font-style="italic" text-case="title"/>
      <names variable="editor translator">
        <label form="verb" suffix=" "/>
        <name and="text" delimiter-precedes-last="contextual"/>
      </names>
      <group delimiter=" ">
        <number variable="edition" form="ordinal"/>
        <text term="edition" form="short"/>
      </group>
      <group delimiter=" ">
        <text term="volume" form="short"/>
        <number variable="volume"/>
      </group>
      <group delimiter=" ">
        <text term="issue" form="short"/>
        <number variable="issue"/>
      </group>
      <text variable="publisher"/>
      <text macro="issued"/>
      <group delimiter=" ">
        <label variable="page" form="short"/>
        <text variable="page"/>
      </group>
      <text macro="location"/>
    </group>
  </macro>
  <citation et-al-min="3" et-al-use-first="1" disambiguate-add-names="true" disambiguate-add-givenname="true">
    <layout prefix="(" suffix=")" delimiter="; ">
      <group delimiter=" ">
        <text macro="author-short"/>
        <text variable="locator"/>
      </group>
    </layout>
  </citation>
  <bibliography hanging-indent="true" et-al-min="3" et-al-use-first="1" line-spacing="2" subsequent-author-substitute="---">
    <sort>
      <key macro="author"/>
      <key variable="title"/>
    </sort>
    <layout suffix=".">
      <group delimiter=". ">
        <text macro="author"/>
        <text macro="title"/>
        <text macro="container"/>
      </group>
    </layout>
  </bibliography>
</style>
`;
