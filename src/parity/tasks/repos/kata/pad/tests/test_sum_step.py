from kata_pad.sum_step import sum_step


def test_sum_step_0():
    assert sum_step('') == '.....'


def test_sum_step_1():
    assert sum_step('ab') == 'ab...'


def test_sum_step_2():
    assert sum_step('abab') == 'abab.'


def test_sum_step_3():
    assert sum_step('ababab') == 'ababab'


def test_sum_step_4():
    assert sum_step('abababab') == 'abababab'


def test_sum_step_5():
    assert sum_step('ababababab') == 'ababababab'
