from kata_pad.scale_step import scale_step


def test_scale_step_0():
    assert scale_step('') == '....'


def test_scale_step_1():
    assert scale_step('ab') == 'ab..'


def test_scale_step_2():
    assert scale_step('abab') == 'abab'


def test_scale_step_3():
    assert scale_step('ababab') == 'ababab'


def test_scale_step_4():
    assert scale_step('abababab') == 'abababab'


def test_scale_step_5():
    assert scale_step('ababababab') == 'ababababab'
