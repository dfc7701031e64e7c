from kata_pad.step_level import step_level


def test_step_level_0():
    assert step_level('') == '....'


def test_step_level_1():
    assert step_level('ab') == 'ab..'


def test_step_level_2():
    assert step_level('abab') == 'abab'


def test_step_level_3():
    assert step_level('ababab') == 'ababab'


def test_step_level_4():
    assert step_level('abababab') == 'abababab'


def test_step_level_5():
    assert step_level('ababababab') == 'ababababab'
