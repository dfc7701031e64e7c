from kata_max_gap.scale_range import scale_range


def test_scale_range_0():
    assert scale_range([0, 8, 13, 18, 25, 28]) == 8


def test_scale_range_1():
    assert scale_range([7, 14, 30]) == 16


def test_scale_range_2():
    assert scale_range([14, 20]) == 6


def test_scale_range_3():
    assert scale_range([1, 3, 12, 15, 17, 21]) == 9


def test_scale_range_4():
    assert scale_range([1, 10, 15]) == 9


def test_scale_range_5():
    assert scale_range([3, 3]) == 0
