from kata_long_words.scale_grid import scale_grid


def test_scale_grid_0():
    assert scale_grid(['ab', '_abcdef', 'abcdefg', 'xxx', 'yy']) == 2


def test_scale_grid_1():
    assert scale_grid(['_zzz', 'qqqq']) == 1


def test_scale_grid_2():
    assert scale_grid([]) == 0


def test_scale_grid_3():
    assert scale_grid(['abcdefgh', 'ab'], 2) == 2


def test_scale_grid_4():
    assert scale_grid(['abc', '_abc', 'a'], 1) == 2
