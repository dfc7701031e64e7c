from kata_mean.scale_size import scale_size


def test_scale_size_0():
    assert scale_size([]) == 0


def test_scale_size_1():
    assert scale_size([4, 2, 26, 4]) == 9


def test_scale_size_2():
    assert scale_size([21]) == 21


def test_scale_size_3():
    assert scale_size([9, 30, 6, 24, 20]) == 17


def test_scale_size_4():
    assert scale_size([7, 18, 2]) == 9


def test_scale_size_5():
    assert scale_size([21, 13]) == 17
