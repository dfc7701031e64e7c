from kata_letter.scale_grid import scale_grid


def test_scale_grid_0():
    assert scale_grid(81) == 'B'


def test_scale_grid_1():
    assert scale_grid(82) == 'A'


def test_scale_grid_2():
    assert scale_grid(83) == 'A'


def test_scale_grid_3():
    assert scale_grid(72) == 'C'


def test_scale_grid_4():
    assert scale_grid(73) == 'B'


def test_scale_grid_5():
    assert scale_grid(74) == 'B'
