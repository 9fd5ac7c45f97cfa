@echo off
rem Starts the XWB product on Windows with a Java 21+ runtime, chosen as the Linux and macOS
rem launchers do: -vm <java.exe or JDK home> as the first arguments, else XWB_JAVA (a java.exe),
rem else JAVA_HOME if it is 21+, else the newest JDK 21+ among XWB_JDK, the java on PATH and the
rem JDKs installed under Program Files (Eclipse Adoptium, Java, Microsoft, Zulu, Amazon Corretto).
rem No argument or Eclipse options (-data ...): the workbench (javaw, no console window).
rem A command (xwb demo, xwb run ...), --help or --version: the headless command-line application.
setlocal EnableExtensions
set "here=%~dp0"
set "java="
set "best=0"
if /i "%~1"=="-vm" (
  set "java=%~2"
  if exist "%~2\bin\java.exe" set "java=%~2\bin\java.exe"
  shift
  shift
  goto launch
)
if defined XWB_JAVA (
  set "java=%XWB_JAVA%"
  goto launch
)
if defined JAVA_HOME call :consider "%JAVA_HOME%"
rem a JAVA_HOME that is new enough wins over newer JDKs elsewhere
if defined java goto launch
if defined XWB_JDK call :consider "%XWB_JDK%"
for /f "delims=" %%j in ('where java.exe 2^>nul') do call :consider "%%~dpj.."
for %%v in ("Eclipse Adoptium" "Java" "Microsoft" "Zulu" "Amazon Corretto") do (
  for /d %%h in ("%ProgramFiles%\%%~v\*") do call :consider "%%~fh"
)
if not defined java (
  echo XWB needs a JDK 21 or newer; found none. 1>&2
  echo Install one ^(e.g. Temurin 21+^) and set JAVA_HOME to it, or start xwb -vm ^<JDK folder^>. 1>&2
  exit /b 1
)

:launch
set "launcher="
for %%l in ("%here%plugins\org.eclipse.equinox.launcher_*.jar") do set "launcher=%%~fl"
if not defined launcher (
  echo xwb: no Equinox launcher in %here%plugins 1>&2
  exit /b 2
)
rem after a shift, %* still holds the -vm pair: rebuild the arguments from %1 on
set "args="
set "first="
:collect
if "%~1"=="" goto dispatch
if not defined first set "first=%~1"
set args=%args% %1
shift
goto collect

:dispatch
if not defined first goto workbench
if /i "%first%"=="-h" goto cli
if /i "%first%"=="--help" goto cli
if /i "%first%"=="-V" goto cli
if /i "%first%"=="--version" goto cli
if "%first:~0,1%"=="-" goto workbench
goto cli

:workbench
set "javaw=%java:java.exe=javaw.exe%"
if not exist "%javaw%" set "javaw=%java%"
start "XWB" "%javaw%" -Xmx2g -jar "%launcher%" -name XWB%args%
exit /b 0

:cli
"%java%" -Xmx2g -Djava.awt.headless=true -jar "%launcher%" -nosplash -application org.xwb.cli.application -consoleLog%args%
exit /b %ERRORLEVEL%

rem :consider <JDK home> takes it when it is 21+ and newer than the best so far
:consider
if not exist "%~1\bin\java.exe" exit /b 0
set "major=0"
for /f "tokens=2 delims==" %%v in ('call "%~1\bin\java.exe" -XshowSettings:properties -version 2^>^&1 ^| findstr java.specification.version') do set "major=%%v"
set "major=%major: =%"
for /f "delims=." %%m in ("%major%") do set "major=%%m"
if %major% LSS 21 exit /b 0
if %major% LEQ %best% exit /b 0
set "best=%major%"
set "java=%~f1\bin\java.exe"
exit /b 0
