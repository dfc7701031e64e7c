from kata_pad.check_grid import check_grid


def test_check_grid_0():
    assert check_grid('') == '.......'


def test_check_grid_1():
    assert check_grid('ab') == 'ab.....'


def test_check_grid_2():
    assert check_grid('abab') == 'abab...'


def test_check_grid_3():
    assert check_grid('ababab') == 'ababab.'


def test_check_grid_4():
    assert check_grid('abababab') == 'abababab'


def test_check_grid_5():
    assert check_grid('ababababab') == 'ababababab'
