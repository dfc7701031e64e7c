from kata_steps.split_size import split_size


def test_split_size_0():
    assert split_size(4, 4) == []


def test_split_size_1():
    assert split_size(0, 1) == [0]


def test_split_size_2():
    assert split_size(3, 4) == [9]


def test_split_size_3():
    assert split_size(1, 4) == [3]


def test_split_size_4():
    assert split_size(1, 8) == [3, 12, 21]


def test_split_size_5():
    assert split_size(0, 10, 4) == [0, 12, 24]
