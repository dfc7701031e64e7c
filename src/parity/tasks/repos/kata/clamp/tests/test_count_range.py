from kata_clamp.count_range import count_range


def test_count_range_0():
    assert count_range(-1) == 0


def test_count_range_1():
    assert count_range(0) == 0


def test_count_range_2():
    assert count_range(1) == 1


def test_count_range_3():
    assert count_range(19) == 19


def test_count_range_4():
    assert count_range(20) == 20


def test_count_range_5():
    assert count_range(21) == 20
