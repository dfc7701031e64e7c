from kata_steps.tally_size import tally_size


def test_tally_size_0():
    assert tally_size(6, 15) == [30, 35, 40, 45, 50, 55, 60, 65, 70]


def test_tally_size_1():
    assert tally_size(3, 8) == [15, 20, 25, 30, 35]


def test_tally_size_2():
    assert tally_size(1, 9) == [5, 10, 15, 20, 25, 30, 35, 40]


def test_tally_size_3():
    assert tally_size(1, 7) == [5, 10, 15, 20, 25, 30]


def test_tally_size_4():
    assert tally_size(2, 10) == [10, 15, 20, 25, 30, 35, 40, 45]


def test_tally_size_5():
    assert tally_size(3, 7) == [15, 20, 25, 30]
