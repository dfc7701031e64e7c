from kata_steps.mark_range import mark_range


def test_mark_range_0():
    assert mark_range(5, 14) == [20, 32, 44]


def test_mark_range_1():
    assert mark_range(1, 2) == [4]


def test_mark_range_2():
    assert mark_range(1, 4) == [4]


def test_mark_range_3():
    assert mark_range(3, 6) == [12]


def test_mark_range_4():
    assert mark_range(3, 7) == [12, 24]


def test_mark_range_5():
    assert mark_range(1, 7) == [4, 16]
