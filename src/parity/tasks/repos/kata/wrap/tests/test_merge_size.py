from kata_wrap.merge_size import merge_size


def test_merge_size_0():
    assert merge_size(4) == 6


def test_merge_size_1():
    assert merge_size(14) == 2


def test_merge_size_2():
    assert merge_size(-7) == 2


def test_merge_size_3():
    assert merge_size(6) == 1


def test_merge_size_4():
    assert merge_size(27) == 1


def test_merge_size_5():
    assert merge_size(10, 4, 2) == 0
