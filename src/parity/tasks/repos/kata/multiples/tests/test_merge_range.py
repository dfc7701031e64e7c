from kata_multiples.merge_range import merge_range


def test_merge_range_0():
    assert merge_range([11, 13]) == 0


def test_merge_range_1():
    assert merge_range([17, -5, 1, 20]) == 1


def test_merge_range_2():
    assert merge_range([15, -1]) == 0


def test_merge_range_3():
    assert merge_range([-1, -1, 8, 2, 20]) == 3


def test_merge_range_4():
    assert merge_range([-4, 14, 18, 6]) == 3


def test_merge_range_5():
    assert merge_range([0, 2, 1]) == 1
