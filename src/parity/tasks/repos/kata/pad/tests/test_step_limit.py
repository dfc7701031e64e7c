from kata_pad.step_limit import step_limit


def test_step_limit_0():
    assert step_limit('') == '.....'


def test_step_limit_1():
    assert step_limit('ab') == 'ab...'


def test_step_limit_2():
    assert step_limit('abab') == 'abab.'


def test_step_limit_3():
    assert step_limit('ababab') == 'ababab'


def test_step_limit_4():
    assert step_limit('abababab') == 'abababab'


def test_step_limit_5():
    assert step_limit('ababababab') == 'ababababab'
