from kata_pad.step_grid import step_grid


def test_step_grid_0():
    assert step_grid('') == '.....'


def test_step_grid_1():
    assert step_grid('ab') == 'ab...'


def test_step_grid_2():
    assert step_grid('abab') == 'abab.'


def test_step_grid_3():
    assert step_grid('ababab') == 'ababab'


def test_step_grid_4():
    assert step_grid('abababab') == 'abababab'


def test_step_grid_5():
    assert step_grid('ababababab') == 'ababababab'
