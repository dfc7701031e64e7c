from kata_pad.merge_grid import merge_grid


def test_merge_grid_0():
    assert merge_grid('') == '.......'


def test_merge_grid_1():
    assert merge_grid('ab') == 'ab.....'


def test_merge_grid_2():
    assert merge_grid('abab') == 'abab...'


def test_merge_grid_3():
    assert merge_grid('ababab') == 'ababab.'


def test_merge_grid_4():
    assert merge_grid('abababab') == 'abababab'


def test_merge_grid_5():
    assert merge_grid('ababababab') == 'ababababab'
